import type { ComponentType } from 'react';
import { CSS } from './styles';

/**
 * The stylesheet of mf-public as a React 19 style resource: in the server-rendered HTML with the page, and in the
 * browser hoisted into <head> once (the same `href` is never inserted twice), whichever page renders it.
 */
export function PublicStyles() {
  return (
    <style href="mf-public-styles" precedence="mf-public">
      {CSS}
    </style>
  );
}

/** A page of mf-public with its stylesheet (exposes/pages.ts wraps every page). */
export function withPublicStyles(Page: ComponentType): ComponentType {
  function StyledPage() {
    return (
      <>
        <PublicStyles />
        <Page />
      </>
    );
  }
  StyledPage.displayName = `withPublicStyles(${Page.displayName ?? Page.name})`;
  return StyledPage;
}
