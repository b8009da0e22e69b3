-- The login back-off counts attempts in flight apart from wrong passwords: `pending` attempts are being checked (at
-- most as many as the back-off still allows; more wait for them), so parallel correct logins are never refused and
-- parallel guesses still get no more than five checks. `pending_until`: a crashed check stops counting after 30 s.
-- `last_refused` now holds the last charge's outcome (0 admitted, 1 locked, 2 busy).
ALTER TABLE `login_throttles` ADD `pending` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `login_throttles` ADD `pending_until` text;
