/**
 * The ids of a prerendered document: the gateway's prerenderer writes its snapshot into `<div id="prerendered">`
 * and the data it was rendered with into `<script id="prerendered-data">`; the shell keeps the snapshot on screen
 * until the live page is ready and starts from that data.
 */
export const PRERENDERED_ID = 'prerendered';
export const PRERENDERED_DATA_ID = 'prerendered-data';
