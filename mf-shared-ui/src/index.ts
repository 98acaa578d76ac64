// Standalone entry: a remote has no page of its own; its exposes are what matters.
void import('./bootstrap');
