/**
 * The stylesheet of mf-public: plain CSS injected once (no CSS-in-JS work per render, media queries and :hover
 * that inline styles cannot express). Class names are prefixed `pub-`.
 */
export const CSS = `
.pub-container{max-width:1200px;margin:0 auto;padding:0 16px}
.pub-section{padding-top:32px;padding-bottom:32px}
.pub-section h2{font-size:22px;line-height:1.35;margin:0 0 16px;color:rgba(0,0,0,.88)}
.pub-section-head{display:flex;align-items:baseline;justify-content:space-between;gap:12px;flex-wrap:wrap}
.pub-section-head a{font-size:14px}
.pub-hero{background:linear-gradient(135deg,#0b3d91 0%,#0958d9 60%,#1f66e0 100%);color:#fff;padding:40px 0 32px}
.pub-hero h1{font-size:28px;line-height:1.3;margin:0 0 8px;color:#fff}
.pub-hero p{margin:0 0 20px;font-size:16px;color:rgba(255,255,255,.9)}
.pub-search{display:grid;grid-template-columns:1fr;gap:8px;background:#fff;border-radius:12px;padding:8px;max-width:880px}
.pub-search .pub-search-btn{min-height:44px}
.pub-hero-badges{display:flex;flex-wrap:wrap;gap:8px 16px;margin-top:16px;font-size:14px;color:rgba(255,255,255,.92)}
.pub-hero-badges span{display:inline-flex;align-items:center;gap:6px}
.pub-grid{display:grid;grid-template-columns:1fr;gap:16px}
.pub-card{display:flex;flex-direction:column;gap:8px;background:#fff;border:1px solid #e8e8e8;border-radius:12px;padding:16px;color:inherit;text-decoration:none;transition:box-shadow .2s,border-color .2s;min-width:0}
.pub-card:hover,.pub-card:focus-visible{border-color:#91caff;box-shadow:0 4px 16px rgba(22,119,255,.12)}
.pub-job-head{display:flex;gap:12px;align-items:center;min-width:0}
.pub-logo{width:44px;height:44px;border-radius:8px;flex:none;object-fit:contain;background:#f5f5f5;border:1px solid #f0f0f0}
.pub-logo-initial{display:inline-flex;align-items:center;justify-content:center;font-weight:700;color:#0958d9;background:#e6f4ff}
.pub-job-title{font-size:16px;font-weight:600;line-height:1.4;margin:0;color:rgba(0,0,0,.88);overflow-wrap:anywhere;overflow:hidden;text-overflow:ellipsis;display:-webkit-box;-webkit-line-clamp:2;-webkit-box-orient:vertical}
.pub-muted{color:rgba(0,0,0,.6);font-size:14px}
.pub-job-company{overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.pub-job-meta{display:flex;flex-wrap:wrap;gap:4px 16px;font-size:14px;color:rgba(0,0,0,.65)}
.pub-salary{color:#0958d9;font-weight:600}
.pub-chips{display:flex;flex-wrap:wrap;gap:8px}
.pub-chip{display:inline-flex;align-items:center;gap:6px;padding:6px 14px;border-radius:999px;background:#f0f5ff;border:1px solid #d6e4ff;color:#1d39c4;font-size:14px;text-decoration:none;line-height:1.4}
.pub-chip:hover{background:#d6e4ff}
.pub-chip.is-active{background:#0958d9;border-color:#0958d9;color:#fff}
.pub-chip small{color:inherit}
.pub-entry{display:grid;grid-template-columns:1fr;gap:16px}
.pub-entry-card{border-radius:16px;padding:24px;color:#fff}
.pub-entry-card h3{color:#fff;font-size:20px;margin:0 0 8px}
.pub-entry-card p{margin:0 0 16px;color:rgba(255,255,255,.9)}
.pub-entry-card.candidate{background:linear-gradient(135deg,#0958d9,#1f66e0)}
.pub-entry-card.employer{background:linear-gradient(135deg,#10239e,#2f54eb)}
.pub-entry-links{display:flex;flex-wrap:wrap;gap:8px}
.pub-btn{display:inline-flex;align-items:center;justify-content:center;min-height:40px;padding:0 18px;border-radius:8px;font-weight:600;text-decoration:none;border:1px solid transparent}
.pub-btn.light{background:#fff;color:#0958d9}
.pub-btn.ghost{border-color:rgba(255,255,255,.85);color:#fff}
.pub-support{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:12px;background:#f0f5ff;border-radius:12px;padding:16px 20px}
.pub-cover{position:relative;display:block;width:100%;aspect-ratio:1200/630;border-radius:12px;overflow:hidden;background:#f0f0f0}
.pub-cover img{width:100%;height:100%;object-fit:cover;display:block}
.pub-cover-ph{position:absolute;inset:0;display:flex;align-items:flex-end;padding:16px;color:#fff;font-weight:700;font-size:18px;line-height:1.35}
.pub-cover-ph span{display:-webkit-box;-webkit-line-clamp:3;-webkit-box-orient:vertical;overflow:hidden;text-shadow:0 1px 2px rgba(0,0,0,.25)}
.pub-post-title{font-size:17px;font-weight:600;line-height:1.4;margin:4px 0 0;color:rgba(0,0,0,.88)}
.pub-excerpt{margin:0;color:rgba(0,0,0,.65);font-size:14px;line-height:1.6;display:-webkit-box;-webkit-line-clamp:3;-webkit-box-orient:vertical;overflow:hidden}
.pub-skel{background:linear-gradient(90deg,#f0f0f0 25%,#fafafa 37%,#f0f0f0 63%);background-size:400% 100%;animation:pub-shimmer 1.4s ease infinite;border-radius:8px}
@keyframes pub-shimmer{0%{background-position:100% 50%}100%{background-position:0 50%}}
@media (prefers-reduced-motion:reduce){.pub-skel{animation:none}}
.pub-article{max-width:760px;margin:0 auto}
.pub-article h1{font-size:28px;line-height:1.35;margin:16px 0 8px}
.pub-prose{font-size:17px;line-height:1.85;color:rgba(0,0,0,.85);overflow-wrap:anywhere}
.pub-prose h2{font-size:22px;margin:32px 0 12px}.pub-prose h3{font-size:19px;margin:24px 0 8px}
.pub-prose img{max-width:100%;height:auto;border-radius:8px}
.pub-prose pre{overflow:auto;background:#f6f8fa;padding:12px;border-radius:8px}
.pub-prose blockquote{margin:16px 0;padding:8px 16px;border-left:4px solid #91caff;background:#f0f5ff}
.pub-prose table{border-collapse:collapse;display:block;overflow:auto}.pub-prose td,.pub-prose th{border:1px solid #e8e8e8;padding:6px 10px}
.pub-legal{max-width:880px;margin:0 auto;padding:32px 16px 48px}
.pub-legal h1{font-size:28px;line-height:1.35;margin:0 0 8px}
.pub-legal h2{font-size:20px;line-height:1.4;margin:32px 0 12px;scroll-margin-top:80px}
.pub-legal p,.pub-legal li{font-size:16px;line-height:1.8;color:rgba(0,0,0,.85)}
.pub-legal li{margin-bottom:6px}
.pub-legal table{width:100%;border-collapse:collapse;font-size:15px;margin:8px 0 16px}
.pub-legal th,.pub-legal td{border:1px solid #e8e8e8;padding:8px 10px;text-align:left;vertical-align:top;line-height:1.6}
.pub-legal th{background:#fafafa}
.pub-table-wrap{overflow-x:auto}
.pub-salary-figures{display:grid;grid-template-columns:repeat(auto-fit,minmax(220px,1fr));gap:12px;margin:16px 0}
.pub-salary-figure{background:#fff;border:1px solid #e8e8e8;border-radius:12px;padding:16px}
.pub-salary-table{width:100%;border-collapse:collapse;font-size:15px}
.pub-salary-table th,.pub-salary-table td{border-bottom:1px solid #f0f0f0;padding:8px 10px;text-align:left}
.pub-toc{background:#fafafa;border:1px solid #f0f0f0;border-radius:12px;padding:16px 20px;margin:24px 0}
.pub-toc ol{margin:8px 0 0;padding-left:20px}
.pub-contact{display:grid;grid-template-columns:1fr;gap:24px;padding:32px 16px 48px;max-width:1200px;margin:0 auto}
.pub-contact-list{list-style:none;padding:0;margin:0;display:flex;flex-direction:column;gap:16px}
.pub-contact-list li{display:flex;gap:12px;align-items:flex-start;font-size:15px;line-height:1.6}
.pub-contact-list .anticon{font-size:20px;color:#1677ff;margin-top:3px}
.pub-panel{background:#fff;border:1px solid #f0f0f0;border-radius:16px;padding:24px}
@media (min-width:640px){
  .pub-grid{grid-template-columns:repeat(2,minmax(0,1fr))}
  .pub-search{grid-template-columns:minmax(0,2fr) minmax(0,1fr) auto}
  .pub-entry{grid-template-columns:repeat(2,minmax(0,1fr))}
}
@media (min-width:1024px){
  .pub-grid.cols-3{grid-template-columns:repeat(3,minmax(0,1fr))}
  .pub-hero{padding:64px 0 48px}
  .pub-hero h1{font-size:40px}
  .pub-section{padding-top:40px;padding-bottom:40px}
  .pub-article h1{font-size:36px}
  .pub-contact{grid-template-columns:minmax(0,2fr) minmax(0,3fr)}
}
`;

/** Placeholder covers carry their title in white: every colour of each gradient is at least 4.5:1 against it. */
export const COVER_GRADIENTS = [
  'linear-gradient(135deg,#0958d9 0%,#1f66e0 100%)',
  'linear-gradient(135deg,#10239e 0%,#2f54eb 100%)',
  'linear-gradient(135deg,#00474f 0%,#006d75 100%)',
  'linear-gradient(135deg,#531dab 0%,#722ed1 100%)',
  'linear-gradient(135deg,#0b3d91 0%,#006d75 100%)',
  'linear-gradient(135deg,#ad2102 0%,#ad4e00 100%)',
];
