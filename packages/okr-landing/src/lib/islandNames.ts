export type IslandName = 'language-switch' | 'help-center' | 'contact-form';
