// Entry point `@okr/core/es`: core's Spanish strings, loaded on demand when the locale is `es`.
export { default } from '../../locales/es.json';
