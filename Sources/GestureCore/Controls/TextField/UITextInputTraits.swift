import Foundation

/// The kind of keyboard a text field asks for (`UIKeyboardType`). Stored: the simulated
/// keyboard draws the letter layout for every type (docs/text-input.md).
public enum UIKeyboardType: Int, Sendable {
  case `default` = 0, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad
  case namePhonePad, emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
  /// The letter layout (`alphabet`, an alias of `asciiCapable`).
  public static let alphabet = UIKeyboardType.asciiCapable
}

/// The title of the keyboard's return key (`UIReturnKeyType`); the keyboard draws it, blue
/// for every type but `default` and `emergencyCall` (docs/text-input.md).
public enum UIReturnKeyType: Int, Sendable {
  case `default` = 0, go, google, join, next, route, search, send, yahoo, done, emergencyCall
  case `continue`

  /// The key's title as the US English keyboard shows it.
  var keyTitle: String {
    switch self {
    case .default: return "return"
    case .go: return "go"
    case .google, .yahoo, .search: return "search"
    case .join: return "join"
    case .next: return "next"
    case .route: return "route"
    case .send: return "send"
    case .done: return "done"
    case .emergencyCall: return "Emergency Call"
    case .continue: return "continue"
    }
  }
}

/// When the keyboard's shift turns on by itself (`UITextAutocapitalizationType`): the
/// simulated keyboard shows capitals at the start of a word or sentence by it; typed text is
/// inserted as the script gives it.
public enum UITextAutocapitalizationType: Int, Sendable {
  case none = 0, words, sentences, allCharacters
}

/// Whether autocorrection is on (`UITextAutocorrectionType`). Stored only: the simulated
/// keyboard corrects nothing.
public enum UITextAutocorrectionType: Int, Sendable {
  case `default` = 0, no, yes
}

/// Whether misspelt words are underlined (`UITextSpellCheckingType`). Stored only.
public enum UITextSpellCheckingType: Int, Sendable {
  case `default` = 0, no, yes
}

/// The keyboard's appearance (`UIKeyboardAppearance`). Stored: the keyboard follows the
/// screen's appearance.
public enum UIKeyboardAppearance: Int, Sendable {
  case `default` = 0, dark, light
  /// The alert appearance (`alert`, an alias of `dark`).
  public static let alert = UIKeyboardAppearance.dark
}

/// What a text field holds, for AutoFill (`UITextContentType`). Stored only: nothing is
/// offered to fill in.
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
  /// The type's name, as UIKit's.
  public let rawValue: String
  /// A content type with the given name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// A content type with the given name.
  public init(_ rawValue: String) { self.rawValue = rawValue }

  /// `name` (`"name"`).
  public static let name = UITextContentType("name")
  /// `givenName` (`"given-name"`).
  public static let givenName = UITextContentType("given-name")
  /// `familyName` (`"family-name"`).
  public static let familyName = UITextContentType("family-name")
  /// `nickname` (`"nickname"`).
  public static let nickname = UITextContentType("nickname")
  /// `organizationName` (`"organization"`).
  public static let organizationName = UITextContentType("organization")
  /// `jobTitle` (`"job-title"`).
  public static let jobTitle = UITextContentType("job-title")
  /// `location` (`"location"`).
  public static let location = UITextContentType("location")
  /// `fullStreetAddress` (`"street-address"`).
  public static let fullStreetAddress = UITextContentType("street-address")
  /// `addressCity` (`"address-level2"`).
  public static let addressCity = UITextContentType("address-level2")
  /// `postalCode` (`"postal-code"`).
  public static let postalCode = UITextContentType("postal-code")
  /// `countryName` (`"country-name"`).
  public static let countryName = UITextContentType("country-name")
  /// `telephoneNumber` (`"tel"`).
  public static let telephoneNumber = UITextContentType("tel")
  /// `emailAddress` (`"email"`).
  public static let emailAddress = UITextContentType("email")
  /// `URL` (`"url"`).
  public static let URL = UITextContentType("url")
  /// `creditCardNumber` (`"cc-number"`).
  public static let creditCardNumber = UITextContentType("cc-number")
  /// `username` (`"username"`).
  public static let username = UITextContentType("username")
  /// `password` (`"password"`).
  public static let password = UITextContentType("password")
  /// `newPassword` (`"new-password"`).
  public static let newPassword = UITextContentType("new-password")
  /// `oneTimeCode` (`"one-time-code"`).
  public static let oneTimeCode = UITextContentType("one-time-code")
}

/// A responder that typed keys reach (`UIKeyInput`): the keyboard inserts characters and
/// deletes backward through it. ``UITextField`` adopts it.
@preconcurrency @MainActor
public protocol UIKeyInput: AnyObject {
  /// Whether there is any text (`hasText`).
  var hasText: Bool { get }
  /// Inserts `text` at the insertion point (`insertText(_:)`).
  func insertText(_ text: String)
  /// Deletes the character before the insertion point (`deleteBackward()`).
  func deleteBackward()
}
