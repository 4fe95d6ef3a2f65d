// The prefetch helper is header-only; this file exists because a C target needs a source file.
