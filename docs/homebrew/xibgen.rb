# Homebrew formula for xibgen. Publish it in a tap (a repository named homebrew-tap with this
# file as Formula/xibgen.rb); then a Mac user installs xibgen with one command:
#
#   brew install <org>/tap/xibgen          # or: brew install --HEAD <org>/tap/xibgen
#
# Before publishing: set <org>, and the url and sha256 of the release tarball
# (`shasum -a 256 xibgen-0.2.0.tar.gz`). Not yet run on a Mac by this project (README, Platforms).
class Xibgen < Formula
  desc "Turn Interface Builder .xib files into UIKit view code and keep it in sync"
  homepage "https://github.com/<org>/xibgen"
  url "https://github.com/<org>/xibgen/archive/refs/tags/v0.2.0.tar.gz"
  sha256 "0000000000000000000000000000000000000000000000000000000000000000"
  head "https://github.com/<org>/xibgen.git", branch: "main"

  # Package.swift's tools version is 6.1: Xcode 16.3 or newer.
  depends_on xcode: ["16.3", :build]
  # Keg-only: Homebrew's build environment puts its pkg-config directory on PKG_CONFIG_PATH,
  # where SwiftPM looks for the CLibXML2 system library.
  depends_on "libxml2"
  depends_on :macos

  def install
    # A plain release build: Darwin links the Swift runtime from the system (no
    # --static-swift-stdlib); --disable-sandbox because Homebrew already sandboxes the build.
    system "swift", "build", "--disable-sandbox", "--configuration", "release", "--product", "xibgen"
    bin.install ".build/release/xibgen"
    generate_completions_from_executable(bin/"xibgen", "--generate-completion-script")
  end

  test do
    (testpath/"App/Hello.xib").write <<~XML
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
          <objects>
              <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
              <view contentMode="scaleToFill" id="iN0-l3-epB">
                  <subviews>
                      <label text="Hello" translatesAutoresizingMaskIntoConstraints="NO" id="aBc-12-xyz"/>
                  </subviews>
              </view>
          </objects>
      </document>
    XML
    cd testpath do
      system bin/"xibgen", "--once", "App"
      assert_match "class HelloLayout: UIView", (testpath/"App/Hello.generated.swift").read
      system bin/"xibgen", "--once", "--check", "App"
    end
  end
end
