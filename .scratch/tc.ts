import {execFile} from 'node:child_process';
