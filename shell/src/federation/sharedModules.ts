import type * as PlatformModule from 'mf_shared_ui/platform';
import type * as UiModule from 'mf_shared_ui/ui';
import { loadRemoteModule } from './registry';

export type Platform = typeof PlatformModule;
export type Ui = typeof UiModule;

/**
 * The shell names no remote at build time, so the design system and the platform module arrive through the
 * registry at start; they are needed before the first render (store, theme), hence loaded once here.
 */
export const shared = {} as { platform: Platform; ui: Ui };

export async function loadSharedModules(): Promise<void> {
  const [platform, ui] = await Promise.all([
    loadRemoteModule<Platform>('mf_shared_ui/platform'),
    loadRemoteModule<Ui>('mf_shared_ui/ui'),
  ]);
  shared.platform = platform;
  shared.ui = ui;
}
