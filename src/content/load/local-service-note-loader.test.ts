import { LOCAL_SERVICE_NOTE_FILES } from '../local-service-notes';
import { NOTE_FILE_CITIES, loadLocalServiceNote } from './local-service-note-loader';

describe('the browser loader of service-in-city notes', () => {
  it('lists for each file exactly the cities whose notes it holds', () => {
    for (const [file, notes] of Object.entries(LOCAL_SERVICE_NOTE_FILES)) {
      const cities = new Set(Object.keys(notes).map((key) => key.split('/')[1]));
      expect([...cities].sort()).toEqual(
        [...NOTE_FILE_CITIES[file as keyof typeof NOTE_FILE_CITIES]].sort(),
      );
    }
  });

  it("loads a pair's note from its city's file, and nothing for an unknown city", async () => {
    const note = await loadLocalServiceNote('windshield-repairs', 'oakland');
    expect(note).toBe(LOCAL_SERVICE_NOTE_FILES['alameda-north.ts']['windshield-repairs/oakland']);
    expect(await loadLocalServiceNote('windshield-repairs', 'atlantis')).toBeUndefined();
  });
});
