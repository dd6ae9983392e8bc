CREATE TABLE webhook_events (
  id          text PRIMARY KEY,             -- evt_…: a duplicate delivery is skipped
  type        text NOT NULL,
  data        jsonb NOT NULL,
  test_mode   boolean NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  attempts    integer NOT NULL DEFAULT 0,  -- failures that may pass: tried again at retry_at
  retry_at    timestamptz,
  failed_at   timestamptz,                  -- set aside: an error that the same call meets again
  last_error  text,
  handled_at  timestamptz
);

CREATE TABLE studiowave_resources (
  id         text PRIMARY KEY,              -- prj_…, srv_… or dlv_…
  status     text NOT NULL,
  updated_at timestamptz NOT NULL
);

CREATE TABLE info_requests (
  id         text PRIMARY KEY,              -- inf_…
  project_id text NOT NULL,
  question   text NOT NULL,
  asked_at   timestamptz NOT NULL
);

CREATE TABLE widget_sales (
  project_id text PRIMARY KEY,              -- prj_…: one sale per widget order
  reference  text,                          -- your session's reference, if you gave one
  amount     integer NOT NULL,              -- what the visitor paid, in minor units; 0 once refunded in full
  currency   text NOT NULL,
  changed_at timestamptz NOT NULL DEFAULT now(), -- when amount last changed: a new sale or a cancellation
  fulfilled_at timestamptz                  -- set by your fulfilment once it has acted on the sale as of changed_at
);

CREATE TABLE catch_up (
  started_at timestamptz                    -- when the last complete run of catch-up.mjs began
);
INSERT INTO catch_up VALUES (NULL);         -- one row, NULL until the first run
