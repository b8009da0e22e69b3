CREATE TABLE `rule_impact` (
	`surum` text PRIMARY KEY NOT NULL,
	`kayitli` integer NOT NULL,
	`degisen` integer NOT NULL,
	`izinden_redde` integer NOT NULL,
	`redden_izne` integer NOT NULL,
	`counted_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `rule_impact_chunks` (
	`run_id` text NOT NULL,
	`no` integer NOT NULL,
	`from_id` text NOT NULL,
	`to_id` text,
	`durum` text DEFAULT 'bekliyor' NOT NULL,
	`row_count` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`run_id`, `no`),
	FOREIGN KEY (`run_id`) REFERENCES `rule_impact_runs`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `rule_impact_runs` (
	`id` text PRIMARY KEY NOT NULL,
	`durum` text NOT NULL,
	`toplam` integer NOT NULL,
	`tamamlanan` integer DEFAULT 0 NOT NULL,
	`started_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `rule_impact_runs_started` ON `rule_impact_runs` (`started_at`);--> statement-breakpoint
CREATE TABLE `rule_notice_mails` (
	`user_id` integer NOT NULL,
	`surum` text NOT NULL,
	`claim` text NOT NULL,
	`changed` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	PRIMARY KEY(`user_id`, `surum`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `rule_notices` (
	`surum` text PRIMARY KEY NOT NULL,
	`noticed_at` text NOT NULL,
	`durum` text NOT NULL,
	`cursor` integer DEFAULT 0 NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `saved_calculation_impact` (
	`calculation_id` text NOT NULL,
	`surum` text NOT NULL,
	`changed` integer NOT NULL,
	`yon` text,
	PRIMARY KEY(`calculation_id`, `surum`),
	FOREIGN KEY (`calculation_id`) REFERENCES `saved_calculations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `saved_calculation_impact_surum` ON `saved_calculation_impact` (`surum`,`changed`,`yon`);--> statement-breakpoint
ALTER TABLE `users` ADD `mevzuat_bildirimi` integer DEFAULT false NOT NULL;