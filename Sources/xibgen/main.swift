print("xibgen")
