import type { SVGProps } from 'react';

// A few 15×15 outline icons (the Radix icon grid), inline so no icon package joins the bundle.
type IconProps = SVGProps<SVGSVGElement>;

function Icon({ children, ...props }: IconProps) {
  return (
    <svg width="15" height="15" viewBox="0 0 15 15" fill="none" aria-hidden="true" focusable="false" {...props}>
      {children}
    </svg>
  );
}

const stroke = { stroke: 'currentColor', strokeWidth: 1.2, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

export const ArrowLeftIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12.5 7.5h-10M6.5 3.5l-4 4 4 4" {...stroke} />
  </Icon>
);

export const PlusIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M7.5 2.5v10M2.5 7.5h10" {...stroke} />
  </Icon>
);

export const TrashIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M2.5 4h10M6 4V2.5h3V4M3.75 4l.75 8.5h6l.75-8.5M6.25 6.5v4M8.75 6.5v4" {...stroke} />
  </Icon>
);

export const PencilIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M10 2.5l2.5 2.5-7 7H3v-2.5l7-7z" {...stroke} />
  </Icon>
);

export const CrossIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M3.5 3.5l8 8M11.5 3.5l-8 8" {...stroke} />
  </Icon>
);

export const EnvelopeIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M2 3.5h11v8H2zM2 3.5l5.5 4.5 5.5-4.5" {...stroke} />
  </Icon>
);

export const ReloadIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12.5 7.5a5 5 0 1 1-1.46-3.54M12.5 2.5v2.5H10" {...stroke} />
  </Icon>
);
