// dom-accessibility-api 0.5 ships its types but leaves them out of its package.json "exports",
// which moduleResolution "Bundler" respects: the two functions webdriver-queries.ts uses.
declare module 'dom-accessibility-api' {
  export function getRole(element: Element): string | null;
  export function computeAccessibleName(root: Element): string;
}
