/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_BASE?: string
  readonly VITE_SANDBOX?: string
  readonly VITE_DEFAULT_MERCHANT_NUMBER?: string
  readonly VITE_SERVICE_PHONE?: string
  readonly VITE_MONEY_STYLE?: string
  readonly VITE_PHONE_RULE?: string
  readonly VITE_APP_SCHEME?: string
  readonly VITE_REPAYMENT_INSTRUCTIONS_URL?: string
  readonly VITE_THEME_GRADIENT_FROM?: string
  readonly VITE_THEME_GRADIENT_TO?: string
  readonly VITE_THEME_ACCENT?: string
  readonly VITE_THEME_ACCENT_CONTRAST?: string
  readonly VITE_THEME_FONT?: string
  readonly VITE_GOOGLE_PLAY_URL?: string
  readonly VITE_APP_STORE_URL?: string
  readonly VITE_POLICY_URL?: string
  readonly VITE_IDEMPOTENCY_KEY?: string
  readonly VITE_FIRST_PARTY_ORIGINS?: string
  readonly VITE_PAY_CODE_IMAGE_ORIGINS?: string
  readonly VITE_FRAME_ORIGINS?: string
  readonly VITE_FRAME_SCRIPT_ORIGINS?: string
}
