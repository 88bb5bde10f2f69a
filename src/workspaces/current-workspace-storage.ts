/**
 * The browser's current workspace: its id under this localStorage key. The header's workspace
 * switcher reads and writes it; joining a workspace makes the new one current.
 */
export const CURRENT_WORKSPACE_STORAGE_KEY = 'async-interviews:current-workspace';
