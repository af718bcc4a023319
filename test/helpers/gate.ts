// A gate a test opens when it chooses: a job waits on `opened` (the model still answering,
// say) while the test looks at what the daemon does meanwhile.
export function gate(): { opened: Promise<void>; open: () => void } {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}
