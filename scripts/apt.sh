# Sourced by the scripts that install Debian packages the tests need (ensure-chromium.sh, ensure-webkit.sh,
# ensure-nginx.sh). `apt_sudo` sets SUDO to what runs apt-get here: nothing as root, `sudo -n` with
# password-less sudo; it returns 1 when neither works (the caller says what to run by hand).
apt_sudo() {
  if [ "$(id -u)" -eq 0 ]; then
    SUDO=""
  elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
    SUDO="sudo -n"
  else
    return 1
  fi
}
