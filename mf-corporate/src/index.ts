// Standalone development entry (the portal loads ./pages through the shell instead).
import('./app/standalone');
