// Types of the jest-dom matchers (loaded at run time by libs/test-utils/setup-dom.cjs).
import '@testing-library/jest-dom';
