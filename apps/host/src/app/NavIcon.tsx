import type { NavIconName } from './navItems';

// 15×15 outline icons drawn for the navigation (no icon package in the bundle for a few glyphs).
const paths: Record<NavIconName, string> = {
  week: 'M2 3h11v10H2zM2 6h11M5 1.5v3M10 1.5v3M4.5 9l1.5 1.5L9 8',
  dashboard: 'M2 2h4.5v5.5H2zM8.5 2H13v3H8.5zM8.5 7H13v6H8.5zM2 9.5h4.5V13H2z',
  objectives: 'M7.5 1.5a6 6 0 1 0 0 12 6 6 0 0 0 0-12zm0 3a3 3 0 1 0 0 6 3 3 0 0 0 0-6zm0 2.25a.75.75 0 1 0 0 1.5.75.75 0 0 0 0-1.5z',
  initiatives: 'M2 3.5h11M2 7.5h11M2 11.5h7M11 10l1.5 1.5L15 9',
  users: 'M5.5 7a2.25 2.25 0 1 0 0-4.5 2.25 2.25 0 0 0 0 4.5zM1.5 13c0-2.2 1.8-4 4-4s4 1.8 4 4M10 3a2 2 0 0 1 0 4M11.5 9.3c1.2.5 2 1.8 2 3.7',
  reports: 'M2 13h11M3.5 13V8.5M6.5 13V5M9.5 13V7M12.5 13V3',
  ai: 'M7.5 1.5l1.4 3.6 3.6 1.4-3.6 1.4-1.4 3.6-1.4-3.6-3.6-1.4 3.6-1.4zM12 10.5l.6 1.4 1.4.6-1.4.6-.6 1.4-.6-1.4-1.4-.6 1.4-.6z',
  settings: 'M7.5 5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5zM7.5 1v2M7.5 12v2M1 7.5h2M12 7.5h2M2.9 2.9l1.4 1.4M10.7 10.7l1.4 1.4M2.9 12.1l1.4-1.4M10.7 4.3l1.4-1.4',
};

export function NavIcon({ name }: { name: NavIconName }) {
  return (
    <svg width="15" height="15" viewBox="0 0 15 15" fill="none" aria-hidden="true" focusable="false">
      <path d={paths[name]} stroke="currentColor" strokeWidth="1.2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
