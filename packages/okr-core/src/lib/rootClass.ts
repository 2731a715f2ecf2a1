/**
 * The class every rule of ours is scoped under. The provider's root carries it; portalled parts
 * (dialogs, menus, popovers) must carry it too, since they render outside the provider's element.
 */
export const OKR_ROOT_CLASS = 'okr-root';
