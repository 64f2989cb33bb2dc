import type { SVGProps } from 'react';

/** An icon's props: any SVG attribute; `color` fills its shape (the text colour unless given). */
export type IconProps = SVGProps<SVGSVGElement> & { color?: string };
