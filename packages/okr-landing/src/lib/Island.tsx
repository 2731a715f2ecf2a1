import type { ComponentType } from 'react';
import type { IslandName } from './islandNames';

export interface IslandProps<P extends object> {
  name: IslandName;
  component: ComponentType<P>;
  props: P;
}

/**
 * An interactive part of an otherwise static page. On a prerendered page only these hydrate
 * (`hydrateIslands`), from the props written beside them; everything else stays plain HTML.
 */
export function Island<P extends object>({ name, component: Component, props }: IslandProps<P>) {
  return (
    <div className="okr-island" data-island={name} data-props={JSON.stringify(props)}>
      <Component {...props} />
    </div>
  );
}
