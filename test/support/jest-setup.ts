import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks these, and react-router needs them at import time.
if (typeof globalThis.TextEncoder === 'undefined') {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}

// Testing Library's waits give up after 1 s by default. On a busy 2-core machine (a build
// beside the suite) a lazy chunk of the quote flow took longer, and a test that passes in
// 7 s alone failed; a wait still ends as soon as its condition holds, so a longer limit
// costs a passing test nothing (docs/testing.md#waits-for-a-condition).
if (typeof document !== 'undefined') {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- only where there is a DOM
  require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });
}
