/** The browser's store keeps immer's frozen state: a mutation outside a reducer throws. */
export function configureStateFreezing(): void {
  // immer's default
}
