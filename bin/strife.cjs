#!/usr/bin/env node
require('../out/cli/main.cjs');
