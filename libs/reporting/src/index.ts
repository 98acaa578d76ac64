// "Report this job" / "report this company": the button a public page shows; its dialog, endpoint and texts are a
// chunk of their own, loaded on the first intent (pointer or keyboard reaching the button, or a click).
export { ReportButton, type ReportButtonProps } from './ReportButton';
