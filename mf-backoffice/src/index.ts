// Standalone development entry (the portal loads ./pages through the shell instead).
void import('./app/standalone');
