import type { SVGProps } from 'react';

// Icons are decorative: the control that holds one always carries the accessible name.
type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;

const base = {
  width: '1em',
  height: '1em',
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: 'false',
} as const;

export const CloseIcon = (props: IconProps) => (
  <svg {...base} {...props}>
    <path d="M18 6 6 18M6 6l12 12" />
  </svg>
);

export const MinusIcon = (props: IconProps) => (
  <svg {...base} {...props}>
    <path d="M5 12h14" />
  </svg>
);

export const PlusIcon = (props: IconProps) => (
  <svg {...base} {...props}>
    <path d="M12 5v14M5 12h14" />
  </svg>
);

export const CheckIcon = (props: IconProps) => (
  <svg {...base} strokeWidth={3} {...props}>
    <path d="m5 12 5 5L19 7" />
  </svg>
);

export const IndeterminateIcon = (props: IconProps) => (
  <svg {...base} strokeWidth={3} {...props}>
    <path d="M6 12h12" />
  </svg>
);
