/**
 * Marks a static block's element (static-content.tsx); its value is the block's name, unique
 * on the page. Its own module: the global styles, in every page's first load, need only this.
 */
export const STATIC_CONTENT_ATTRIBUTE = 'data-static';
