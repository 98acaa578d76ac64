export {};
document.title = 'mf-shared-ui (remote container)';
