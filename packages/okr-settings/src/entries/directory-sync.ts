// Entry point `@okr/settings/directory-sync`.
export { DirectorySync } from '../directory/DirectorySync';
export type { DirectorySyncProps } from '../directory/DirectorySync';
export { DirectorySyncView } from '../directory/DirectorySyncView';
export type { DirectorySyncViewProps } from '../directory/DirectorySyncView';
export { useDirectorySync } from '../directory/useDirectorySync';
export type { DirectorySyncCounts, DirectorySyncModel, DirectorySyncState, UseDirectorySyncOptions } from '../directory/useDirectorySync';
