import { configure } from '@testing-library/dom';

// CI runs on two shared cores: a findBy* that waits the default 1 s fails on a slow tick, not on a real defect.
configure({ asyncUtilTimeout: 5000 });
