/**
 * @jest-environment jsdom
 */
import { LAST_RESORT_MS, loadAfterFirstPaint } from './after-first-paint';

const SOURCES = ['/assets/runtime.js', '/assets/main.js'];

/** A stand-in for the browser's PerformanceObserver: the test reports the paint itself. */
class FakePaintObserver {
  static supportedEntryTypes: readonly string[] = ['paint'];
  static instances: FakePaintObserver[] = [];
  observed = false;
  disconnected = false;
  constructor(
    private readonly callback: (list: { getEntriesByName(name: string): unknown[] }) => void,
  ) {
    FakePaintObserver.instances.push(this);
  }
  observe() {
    this.observed = true;
  }
  disconnect() {
    this.disconnected = true;
  }
  report(entryName: string) {
    this.callback({ getEntriesByName: (name) => (name === entryName ? [{ name }] : []) });
  }
}

let visibility: DocumentVisibilityState;

function requestedScripts() {
  return [...document.head.querySelectorAll('script')].map((script) => ({
    src: script.getAttribute('src'),
    async: script.async,
  }));
}

beforeEach(() => {
  jest.useFakeTimers();
  document.head.innerHTML = '';
  document.body.innerHTML = '<div id="root"><main>Snapshot</main></div>';
  visibility = 'visible';
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
  FakePaintObserver.instances = [];
  FakePaintObserver.supportedEntryTypes = ['paint'];
  Object.defineProperty(window, 'PerformanceObserver', {
    configurable: true,
    writable: true,
    value: FakePaintObserver,
  });
});

afterEach(() => {
  jest.useRealTimers();
});

describe('loadAfterFirstPaint', () => {
  it('requests nothing before the first contentful paint, then every script once, in order', () => {
    loadAfterFirstPaint(SOURCES);
    const [observer] = FakePaintObserver.instances;
    expect(observer!.observed).toBe(true);
    document.dispatchEvent(new Event('DOMContentLoaded'));
    observer!.report('first-paint');
    jest.advanceTimersByTime(0);
    expect(requestedScripts()).toEqual([]);

    observer!.report('first-contentful-paint');
    expect(observer!.disconnected).toBe(true);
    // Not in the paint's own task: in the next one.
    expect(requestedScripts()).toEqual([]);
    jest.advanceTimersByTime(0);
    expect(requestedScripts()).toEqual([
      { src: '/assets/runtime.js', async: false },
      { src: '/assets/main.js', async: false },
    ]);

    // The last-resort timer and a hidden tab later add nothing.
    jest.advanceTimersByTime(LAST_RESORT_MS);
    visibility = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    expect(requestedScripts()).toHaveLength(2);
  });

  it('removes each script tag once it has run, so no snapshot keeps it', () => {
    visibility = 'hidden';
    loadAfterFirstPaint(SOURCES);
    const [first] = document.head.querySelectorAll('script');
    first!.dispatchEvent(new Event('load'));
    expect(requestedScripts().map((script) => script.src)).toEqual(['/assets/main.js']);
  });

  it('loads at once in a hidden tab, which never paints', () => {
    visibility = 'hidden';
    loadAfterFirstPaint(SOURCES);
    expect(requestedScripts()).toHaveLength(2);
    expect(FakePaintObserver.instances).toEqual([]);
  });

  it('loads when the HTML is parsed if there is no snapshot to paint', () => {
    document.body.innerHTML = '<div id="root"></div>';
    loadAfterFirstPaint(SOURCES);
    expect(requestedScripts()).toEqual([]);
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(requestedScripts()).toHaveLength(2);
  });

  it('loads when the tab is hidden before it painted', () => {
    loadAfterFirstPaint(SOURCES);
    visibility = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    expect(requestedScripts()).toHaveLength(2);
  });

  it('waits for a frame and a task where the browser has no paint entries', () => {
    FakePaintObserver.supportedEntryTypes = [];
    const frames: FrameRequestCallback[] = [];
    const requestFrame = jest
      .spyOn(window, 'requestAnimationFrame')
      .mockImplementation((callback) => frames.push(callback));
    loadAfterFirstPaint(SOURCES);
    expect(FakePaintObserver.instances).toEqual([]);
    jest.advanceTimersByTime(0);
    expect(requestedScripts()).toEqual([]);
    frames.forEach((frame) => frame(0));
    jest.advanceTimersByTime(0);
    expect(requestedScripts()).toHaveLength(2);
    requestFrame.mockRestore();
  });

  it('loads after the last-resort delay when no paint is ever reported', () => {
    loadAfterFirstPaint(SOURCES);
    jest.advanceTimersByTime(LAST_RESORT_MS - 1);
    expect(requestedScripts()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(requestedScripts()).toHaveLength(2);
  });
});
