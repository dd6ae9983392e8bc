import type {PlaygroundValues, SettingGroup} from '@site/src/data/widget';

export interface PlaygroundProps {
  /** The groups of settings whose controls the page shows; all by default. */
  groups?: readonly SettingGroup[];
  /** Values that differ from the defaults when the page opens, e.g. a preset category. */
  initialValues?: PlaygroundValues;
  /** Names the playground for assistive technology when a page has more than one. */
  label?: string;
}
