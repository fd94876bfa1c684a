import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { draftingMarkersIn, draftingProblems } from './drafting-markers';
import { OWNER_LEGAL_CHECKLIST } from '../legal/owner-checklist';
import { launchCheckReport } from './launch-check';
import { PROJECT_ROOT, readProfileFile } from '../load/profile-file';
import { publishedCopy } from './published-copy';
import { validateContent } from './validate-content';

const real = readProfileFile(path.join(PROJECT_ROOT, 'test/fixtures/real-business-profile.json'));
const REAL_SITE = { SITE_URL: 'https://www.real-glass-shop.com' };

describe('drafting markers', () => {
  it.each([
    ["> **For the owner's lawyer:** Please check this.", '"For the owner\'s lawyer"'],
    ['For the owner’s lawyer: is this enforceable?', '"For the owner\'s lawyer"'],
    ['Please confirm that the indirect-loss sentence is enforceable.', '"Please confirm"'],
    ['Please decide whether to use arbitration.', '"Please decide"'],
    ['Warranty period: TODO', '"TODO"'],
    ['Chip credit lasts TBD months.', '"TBD"'],
    ['FIXME: the hours', '"FIXME"'],
    ['Call us at [placeholder phone].', 'a bracketed placeholder'],
    ['Write to [insert address]', 'a bracketed placeholder'],
    ['Lorem ipsum dolor sit amet.', '"lorem ipsum"'],
    ['Online booking coming soon.', '"coming soon"'],
    ['Note to owner: check the hours.', 'a note to the owner or a lawyer'],
  ])('finds %j', (text, name) => {
    expect(draftingMarkersIn(text)).toContain(name);
  });

  it('leaves finished copy alone', () => {
    for (const text of [
      'Please give us at least 24 hours’ notice if you need to cancel.',
      'A quick note to management or security before the visit saves time.',
      'We confirm the glass for your car by its VIN before the visit.',
      'Tell us about your driveway when you book.',
    ])
      expect(draftingMarkersIn(text)).toEqual([]);
  });

  it('names the source and the marker of each piece of copy that holds one', () => {
    expect(
      draftingProblems([
        { source: 'legal/warranty.md', text: 'Covered. For the owner’s lawyer: confirm.' },
        { source: 'home.ts', text: 'Finished copy.' },
      ]),
    ).toEqual([
      'legal/warranty.md: drafting marker "For the owner\'s lawyer" in "Covered. For the owner’s lawyer: confirm."',
    ]);
  });

  it('fail the launch check of a real site, even with a finished profile', () => {
    expect(launchCheckReport(real, REAL_SITE)).toBeNull();
    const copy = [{ source: 'legal/terms-of-service.md', text: 'TODO: the arbitration clause' }];
    const report = launchCheckReport(real, REAL_SITE, draftingProblems(copy));
    expect(report).toMatch(/1 piece\(s\) of published copy still hold drafting notes/);
    expect(report).toMatch(/legal\/terms-of-service\.md: drafting marker "TODO"/);
    // A demo build is not a launch; content validation still stops it (next test).
    expect(launchCheckReport(real, {}, draftingProblems(copy))).toBeNull();
  });

  it('fail content validation, so no build ships one', () => {
    const notes = publishedCopy().find((entry) => entry.source.startsWith('legal/'))!;
    expect(notes).toBeDefined();
    expect(draftingProblems([{ ...notes, text: `${notes.text}\n\nTBD` }])).toHaveLength(1);
  });

  it('are absent from every piece of published copy, the legal pages included', () => {
    const copy = publishedCopy();
    const sources = new Set(copy.map((entry) => entry.source.split(/[.[ ]/)[0]));
    for (const kind of ['legal/warranty', 'legal/privacy-policy', 'legal/terms-of-service'])
      expect(sources).toContain(kind);
    expect(copy.length).toBeGreaterThan(1000);
    expect(draftingProblems(copy)).toEqual([]);
    expect(validateContent().filter((line) => line.includes('drafting marker'))).toEqual([]);
  });

  it('are absent from every markdown file under src/content', () => {
    const root = path.join(PROJECT_ROOT, 'src/content');
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) =>
      file.endsWith('.md'),
    );
    expect(files.length).toBeGreaterThanOrEqual(14);
    for (const file of files)
      expect([file, draftingMarkersIn(readFileSync(path.join(root, file), 'utf8'))]).toEqual([
        file,
        [],
      ]);
  });
});

describe("the owner's legal checklist", () => {
  it('holds the twelve questions that left the legal pages and the Spanish review, each about a real section', () => {
    const sectionItems = OWNER_LEGAL_CHECKLIST.filter((item) => item.section !== undefined);
    expect(sectionItems).toHaveLength(13);
    const pages = { '/terms-of-service': 5, '/privacy-policy': 5, '/warranty': 3 };
    for (const [page, count] of Object.entries(pages))
      expect(sectionItems.filter((item) => item.page === page)).toHaveLength(count);
    const legal = publishedCopy().filter((entry) => entry.source.startsWith('legal/'));
    for (const item of sectionItems) {
      const page = legal.find((entry) => entry.source === `legal${item.page}.md`)!;
      expect(page.text).toMatch(
        new RegExp(`^#{2,3} ${item.section!.replace(/[()]/g, '\\$&')}$`, 'm'),
      );
    }
  });
});
