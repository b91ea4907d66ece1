/** Sends the browser to another site (a verification provider's page): a full navigation, not the router's. */
export function leaveFor(url: string): void {
  window.location.assign(url);
}
