import * as runtime from 'react/jsx-runtime'

/*
 * React's JSX runtime as ES bindings, for builds only (vite.config.ts jsxRuntimeBindings). React
 * publishes it as CommonJS, so every chunk called it through the module object, `(0,J.jsx)(…)`, at
 * each element of every screen; named bindings are called as `jsx(…)`. The same three functions.
 */
export const jsx = runtime.jsx
export const jsxs = runtime.jsxs
export const Fragment = runtime.Fragment
