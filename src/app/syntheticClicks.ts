// glide-data-grid listens for clicks on the whole document and reads a touch point from any click
// that is not a MouseEvent ("Cannot read properties of undefined (reading '0')"). Radix's switches
// and checkboxes dispatch such a plain Event('click') on their hidden input so that native forms see
// the change; with a grid on the page (the service list under the machine panel, Admin → Users),
// every switch toggled threw. Those clicks stop at <body>, after React (listening on its root and on
// every portal's container, <body> included) has handled them; real mouse, pointer and touch
// clicks go on.
export function isSyntheticClick(event: Event): boolean {
  return !(event instanceof MouseEvent) && !('changedTouches' in event);
}

export function keepSyntheticClicksFromTheDocument(body: HTMLElement = document.body): void {
  body.addEventListener('click', (event) => {
    if (isSyntheticClick(event)) event.stopPropagation();
  });
}
