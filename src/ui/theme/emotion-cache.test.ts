/**
 * @jest-environment jsdom
 */
import { SNAPSHOT_STYLE_NAMES_ATTRIBUTE } from './emotion-cache';

describe('the Emotion cache on a prerendered snapshot', () => {
  it('counts the styles the snapshot names as inserted, and leaves their tag where it is', () => {
    document.head.innerHTML = `<meta charset="utf-8"><style data-emotion="css" data-s="" ${SNAPSHOT_STYLE_NAMES_ATTRIBUTE}="1abc 2def">.css-1abc{color:red}.css-2def{color:blue}</style><title>Page</title>`;
    const moves: MutationRecord[] = [];
    new MutationObserver((records) => moves.push(...records)).observe(document.head, {
      childList: true,
    });
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const { emotionCache } = require('./emotion-cache') as typeof import('./emotion-cache');
      expect(emotionCache.inserted).toEqual({ '1abc': true, '2def': true });
    });
    return Promise.resolve().then(() => {
      expect(moves).toEqual([]);
      expect(document.head.children[1]!.hasAttribute(SNAPSHOT_STYLE_NAMES_ATTRIBUTE)).toBe(true);
    });
  });
});
