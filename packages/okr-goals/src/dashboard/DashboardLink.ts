import type { ReactNode } from 'react';

/** Draws a link to an objective or initiative of the dashboard (a plain link, or the host's navigation). */
export type DashboardLink = (href: string, text: string) => ReactNode;
