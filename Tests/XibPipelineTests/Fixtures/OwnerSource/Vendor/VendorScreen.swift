import ThirdPartyKit

/// Its superclass is a framework's: outlets and actions may be declared there.
final class VendorScreen: ThirdPartyViewController {}
