// Icons of the orders history (kept here, out of the shared icon set the entry bundle carries).
import { Icon, type IconProps } from '../../components/icons.tsx';

export const EyeIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
  </Icon>
);
