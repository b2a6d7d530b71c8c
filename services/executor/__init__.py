"""The executor service: runs submissions in a sandbox and judges them against every split."""
