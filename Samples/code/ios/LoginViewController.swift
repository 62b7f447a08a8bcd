import UIKit

/// A sign-in form as an iOS engineer writes it: an email and a password field, a button that
/// is enabled only when both hold text, and a bottom constraint that follows the keyboard.
final class LoginViewController: UIViewController, UITextFieldDelegate {
  private let titleLabel = UILabel()
  private let emailField = UITextField()
  private let passwordField = UITextField()
  private let loginButton = UIButton(type: .system)
  private var buttonBottom: NSLayoutConstraint!

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground

    titleLabel.text = "Sign in"
    titleLabel.font = .systemFont(ofSize: 28, weight: .bold)

    emailField.placeholder = "Email"
    emailField.borderStyle = .roundedRect
    emailField.keyboardType = .emailAddress
    emailField.textContentType = .emailAddress
    emailField.autocapitalizationType = .none
    emailField.autocorrectionType = .no
    emailField.returnKeyType = .next
    emailField.clearButtonMode = .whileEditing
    emailField.accessibilityIdentifier = "email"

    passwordField.placeholder = "Password"
    passwordField.borderStyle = .roundedRect
    passwordField.isSecureTextEntry = true
    passwordField.textContentType = .password
    passwordField.returnKeyType = .go
    passwordField.accessibilityIdentifier = "password"

    for field in [emailField, passwordField] {
      field.delegate = self
      field.addTarget(self, action: #selector(textChanged(_:)), for: .editingChanged)
    }

    loginButton.setTitle("Log In", for: .normal)
    loginButton.titleLabel?.font = .systemFont(ofSize: 17, weight: .semibold)
    loginButton.isEnabled = false
    loginButton.accessibilityIdentifier = "login"
    loginButton.addTarget(self, action: #selector(logIn), for: .touchUpInside)

    for subview in [titleLabel, emailField, passwordField, loginButton] as [UIView] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }
    let guide = view.safeAreaLayoutGuide
    buttonBottom = loginButton.bottomAnchor.constraint(equalTo: guide.bottomAnchor, constant: -20)
    NSLayoutConstraint.activate([
      titleLabel.topAnchor.constraint(equalTo: guide.topAnchor, constant: 32),
      titleLabel.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 20),
      emailField.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 24),
      emailField.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 20),
      emailField.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -20),
      passwordField.topAnchor.constraint(equalTo: emailField.bottomAnchor, constant: 12),
      passwordField.leadingAnchor.constraint(equalTo: emailField.leadingAnchor),
      passwordField.trailingAnchor.constraint(equalTo: emailField.trailingAnchor),
      loginButton.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 20),
      loginButton.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -20),
      loginButton.heightAnchor.constraint(equalToConstant: 44),
      buttonBottom,
    ])

    NotificationCenter.default.addObserver(
      self, selector: #selector(keyboardWillChangeFrame(_:)),
      name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
  }

  @objc private func textChanged(_ sender: UITextField) {
    let email = emailField.text ?? ""
    let password = passwordField.text ?? ""
    loginButton.isEnabled = !email.isEmpty && !password.isEmpty
  }

  /// Keeps the button 20 pt above the keyboard, moving with it.
  @objc private func keyboardWillChangeFrame(_ notification: Notification) {
    guard let info = notification.userInfo,
      let end = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
    else { return }
    let duration = (info[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?
      .doubleValue ?? 0.25
    let curve = (info[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.uintValue ?? 0
    let keyboardTop = view.convert(end, from: nil).minY
    let overlap = max(0, view.bounds.maxY - view.safeAreaInsets.bottom - keyboardTop)
    buttonBottom.constant = -20 - overlap
    UIView.animate(
      withDuration: duration, delay: 0, options: UIView.AnimationOptions(rawValue: curve << 16),
      animations: { self.view.layoutIfNeeded() })
  }

  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    if textField === emailField {
      passwordField.becomeFirstResponder()
    } else {
      logIn()
    }
    return true
  }

  @objc private func logIn() {
    guard loginButton.isEnabled else { return }
    view.endEditing(true)
    print("log in \(emailField.text ?? "")")
  }
}
