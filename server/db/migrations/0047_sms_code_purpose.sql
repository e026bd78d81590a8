-- What an SMS code was asked for (README.md, the "Asking for an SMS code" sentences): registration
-- takes only a code sent for registration, which the server sends only past a solved captcha when the
-- register captcha setting is on, so a code asked for through phone login cannot skip that captcha.
-- Codes from before are phone-login ones.
ALTER TABLE sms_codes ADD COLUMN purpose text NOT NULL DEFAULT 'login';
ALTER TABLE sms_codes ADD CONSTRAINT sms_codes_purpose_check CHECK (purpose IN ('login', 'reset', 'register'));
