/**
 * @jest-environment jsdom
 */
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { signalPageReady } from './page-ready';
import { StaticContent } from './static-content';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
performance.mark ??= jest.fn();

describe('StaticContent', () => {
  it('adopts the snapshot without rendering its children, and renders them after a navigation', async () => {
    const renders = jest.fn();
    function Body() {
      renders();
      return <p>Rendered by the app</p>;
    }
    const container = document.createElement('div');
    container.innerHTML =
      '<div data-static="body"><p>From the snapshot <a href="/blog">Blog</a></p></div>';
    document.body.append(container);
    const recoverableErrors = jest.fn();
    window.__SNAPSHOT_LOCATION__ = `${window.location.pathname}${window.location.search}`;

    await act(async () => {
      hydrateRoot(
        container,
        <MemoryRouter initialEntries={[window.location.pathname]}>
          <StaticContent name="body">
            <Body />
          </StaticContent>
        </MemoryRouter>,
        { onRecoverableError: recoverableErrors },
      );
    });
    signalPageReady();

    expect(renders).not.toHaveBeenCalled();
    expect(recoverableErrors).not.toHaveBeenCalled();
    expect(container.textContent).toBe('From the snapshot Blog');

    // The plain link inside navigates in the app; the new page renders the children.
    await act(async () => {
      container
        .querySelector('a')!
        .dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
    });
    expect(renders).toHaveBeenCalled();
    expect(container.textContent).toBe('Rendered by the app');
  });
});
