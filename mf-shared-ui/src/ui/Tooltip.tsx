import { createElement } from 'react';
import type { TooltipProps } from 'antd';
import { onDemand, useOnDemand } from './onDemand';

const antdTooltip = onDemand(() => import('antd/es/tooltip').then((module) => module.default));

/**
 * antd's Tooltip, loaded when the first tooltip of a page mounts instead of with every first load (~8 KB gzip with
 * its popup machinery; the home page has none). A closed tooltip writes only its child, so the server's markup is
 * the same either way; until it arrives (a fraction of a second after the page starts) the child shows without it.
 */
export function Tooltip(props: TooltipProps) {
  const Loaded = useOnDemand(antdTooltip, true, true);
  if (Loaded) return createElement(Loaded, props);
  return <>{props.children}</>;
}
