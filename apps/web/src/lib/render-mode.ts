/**
 * Whether the server renders page content, or only the document for the browser to fill (as the site did before
 * server rendering). Off only for the benchmark that compares the two (`SERVER_RENDERING=off`); set once at start, never per
 * visitor. Read by the public layout's `ssr` option.
 */
let contentRendered = true;

export const setContentRendering = (enabled: boolean) => {
  contentRendered = enabled;
};

export const isContentRendered = () => contentRendered;
