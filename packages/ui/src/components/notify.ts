// Shows a toast without putting the toast library in the first download.
export type NotifyKind = "success" | "error";

export function notify(message: string, kind: NotifyKind = "success"): void {
  void import("react-hot-toast").then(({ default: toast }) => toast[kind](message));
}
